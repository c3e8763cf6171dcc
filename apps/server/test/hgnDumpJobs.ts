// The job board and forms of the sample HGN organisation (hgn-data §2.23, §2.24), with the quirks
// the importer meets: a display order written as text, a listing without a category or with a comma
// in it, links that are not web addresses, a CC address twice in two cases, forms with e-mail and
// file questions, a choice question without options, answers of every shape, and the older forms
// whose answers name their question by its label.
import { ObjectId, type Document } from 'bson';

const oid = () => new ObjectId();

/** The collections of the job board and the forms; `people.owner` built the forms. */
export function jobCollections(people: { owner: ObjectId }): Record<string, Document[]> {
  const ids = {
    garden: oid(),
    kitchen: oid(),
    form: oid(),
    motivation: oid(),
    availability: oid(),
    email: oid(),
    cv: oid(),
    skills: oid(),
    hidden: oid(),
    olderForm: '6f1c2d4e-8a9b-4c3d-9e8f-7a6b5c4d3e2f',
  };
  return {
    jobs: [
      {
        _id: ids.garden,
        title: 'Garden Designer',
        category: 'Design',
        description: '<p>Plan the beds<script>alert(1)</script></p>',
        imageUrl: 'https://example.org/garden.png',
        location: 'Remote',
        applyLink: 'https://example.org/apply',
        jobDetailsLink: 'www.example.org/garden',
        featured: true,
        datePosted: new Date('2026-10-01T16:00:00Z'),
        displayOrder: '2',
      },
      {
        _id: ids.kitchen,
        title: 'Kitchen Lead',
        description: 'Runs the kitchen',
        imageUrl: 'data:image/png;base64,iVBORw0KGgo=',
        location: 'Site',
        applyLink: '',
        jobDetailsLink: '',
        displayOrder: 1,
      },
      {
        _id: oid(),
        title: 'Outreach Writer',
        category: 'Marketing, Content',
        description: '',
        imageUrl: '',
        location: '',
        applyLink: 'https://example.org/write',
        jobDetailsLink: '',
        datePosted: '2026-09-01',
      },
      { _id: oid(), title: '  ', category: 'Design' },
    ],
    jobsnotificationlists: [
      { _id: oid(), email: 'Cc@Example.org', jobId: ids.garden, category: 'Design' },
      { _id: oid(), email: 'cc@example.org', jobId: ids.garden, category: 'Design' },
      { _id: oid(), email: 'not-an-address', jobId: ids.garden, category: 'Design' },
      { _id: oid(), email: 'gone@example.org', jobId: oid(), category: 'Design' },
      { _id: oid(), email: 'lead@example.org', jobId: ids.kitchen },
    ],
    jobforms: [
      {
        _id: ids.form,
        title: 'Garden Designer application',
        description: 'Tell us about you',
        category: 'Design',
        questions: [
          { _id: ids.motivation, questionText: 'Why this role?', questionType: 'textarea', visible: true },
          {
            _id: ids.availability,
            questionText: 'Available now?',
            questionType: 'radio',
            options: ['Yes', 'No', '', ' Yes'],
            isRequired: true,
          },
          { _id: ids.email, questionText: 'Your e-mail', questionType: 'email', placeholder: 'you@' },
          { _id: ids.cv, questionText: 'Your CV', questionType: 'file' },
          { _id: ids.skills, questionText: 'Skills', questionType: 'checkbox', options: [] },
          { _id: oid(), questionText: '', questionType: 'textbox' },
          { _id: ids.hidden, questionText: 'Internal note', questionType: 'textbox', visible: false },
        ],
        createdBy: people.owner,
        isActive: true,
        createdAt: new Date('2026-09-15T16:00:00Z'),
        updatedAt: new Date('2026-09-20T16:00:00Z'),
      },
      { _id: oid(), title: 'Empty form', questions: [], createdBy: people.owner },
      {
        _id: oid(),
        title: '',
        questions: [{ _id: oid(), questionText: 'Name?', questionType: 'textbox' }],
        createdBy: oid(),
      },
    ],
    jobapplications: [
      {
        _id: oid(),
        formId: ids.form,
        respondent: 'Sam Applicant',
        answers: [
          { questionId: ids.availability, answer: 'Yes' },
          { questionId: ids.motivation, answer: 'I love gardens' },
          { questionId: ids.email, answer: 'sam@example.org' },
          { questionId: ids.cv, answer: 'cv.pdf' },
          { questionId: ids.skills, answer: ['Digging', 'Planting'] },
          { questionId: oid(), answer: 'To a question gone' },
          { questionId: ids.motivation, answer: 'A second answer' },
        ],
        submittedAt: new Date('2026-09-21T16:00:00Z'),
      },
      { _id: oid(), formId: oid(), answers: [{ questionId: ids.motivation, answer: 'Lost' }] },
      { _id: oid(), formId: ids.form, answers: [] },
    ],
    forms: [
      {
        _id: oid(),
        formID: ids.olderForm,
        formName: 'Volunteer survey',
        questions: [
          { label: 'Name', type: 'text' },
          { label: 'Colour', type: 'dropdown', options: ['Red', 'Blue'] },
        ],
        createdAt: new Date('2025-05-01T16:00:00Z'),
        createdBy: people.owner.toHexString(),
      },
    ],
    formresponses: [
      {
        _id: oid(),
        formID: ids.olderForm,
        responses: [
          { questionLabel: 'Name', answer: 'Sam' },
          { questionLabel: 'Colour', answer: 'Blue' },
          { questionLabel: 'Gone', answer: 'x' },
        ],
        submittedAt: new Date('2025-05-02T16:00:00Z'),
        submittedBy: people.owner.toHexString(),
      },
      { _id: oid(), formID: 'a-form-gone', responses: [{ questionLabel: 'Name', answer: 'Lost' }] },
    ],
  };
}
