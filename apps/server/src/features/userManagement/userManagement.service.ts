import { isUuid } from '@hgn/domain/ids';
import { passwordMessages } from '@hgn/domain/messages';
import { isSameUser, type Actor } from '@hgn/domain/permissions';
import type { SessionActor } from '../../platform/http/session-actor.js';
import { addPacificDays, pacificDate } from '@hgn/domain/time';
import {
  canGiveRole,
  canManageAccount,
  hasFullStatusRight,
  isPauseButtonChange,
  isFinalDayNoticeDue,
  isPastFinalDay,
  isReactivationDue,
  FINAL_DAY_NOTICE_DAYS,
  userManagementMessages as msg,
  type CreatedUserJson,
  type CreateUserRequest,
  type RemovalOption,
  type StatusChange,
  type UserPageJson,
  type UserPageQuery,
} from '@hgn/domain/userManagement';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { enqueueEmail } from '../../platform/email/outbox.js';
import type { DbOrTransaction } from '../../db.js';
import { AppError, invalidField } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import type { PermissionsService } from '../permissions/permissions.service.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { UsersService } from '../users/users.service.js';
import { oneTimePassword } from './oneTimePassword.js';
import { statusEmail, welcomeEmail, type StatusNotice } from './userManagement.emails.js';
import { presentPageItem } from './userManagement.present.js';
import { createUserManagementRepo, type TargetRow } from './userManagement.repo.js';
import { isUniqueViolation } from '../../platform/db/sql-errors.js';

type AccountStatusChange = Parameters<UsersService['updateAccountStatus']>[2];

const refused = (error: string) => new AppError({ code: 'FORBIDDEN', body: { error } });
const duplicate = (type: 'email' | 'name', error: string) =>
  new AppError({ code: type === 'email' ? 'EMAIL_TAKEN' : 'NAME_TAKEN', body: { type, error } });
const userNotFound = () => new AppError({ code: 'USER_NOT_FOUND', message: msg.userNotFound });

export type DailyLifecycleReport = { reactivated: number; noticesSent: number; separated: number };

export function createUserManagementService(
  { db, config, clock }: FeatureDeps,
  sources: {
    users: UsersService;
    profiles: Pick<ProfilesService, 'fillNewProfile'>;
    permissions: PermissionsService;
  },
) {
  const repo = createUserManagementRepo(db);
  const today = () => pacificDate(clock.now());

  async function targetOf(userId: string): Promise<TargetRow> {
    if (!isUuid(userId)) throw userNotFound();
    const target = await repo.findTarget(userId.toLowerCase());
    if (!target) throw userNotFound();
    return target;
  }

  /** Only Owners change protected accounts; an Owner's account needs addDeleteEditOwners. */
  function assertMayManage(actor: Actor, target: TargetRow) {
    if (canManageAccount(actor, target)) return;
    throw refused(target.isProtected ? passwordMessages.protectedAccount : msg.ownerChangeForbidden);
  }

  async function notifyManagement(tx: DbOrTransaction, target: TargetRow, notice: StatusNotice) {
    const recipients = await createUserManagementRepo(tx).listStatusRecipients(target.id);
    await enqueueEmail(
      tx,
      statusEmail(target, recipients.length > 0 ? recipients : [config.organisationInbox], notice),
    );
  }

  function statusChangeOf(
    change: StatusChange,
    now: Date,
  ): { columns: AccountStatusChange; notice: StatusNotice } {
    switch (change.action) {
      // Activation also restores an archived account.
      case 'ACTIVATE':
        return {
          columns: {
            archivedAt: null,
            isActive: true,
            inactiveReason: null,
            deactivatedAt: null,
            reactivationDate: null,
            endDate: null,
            isFinalDaySet: false,
            finalDayNoticeSent: false,
          },
          notice: { kind: 'activated' },
        };
      case 'DEACTIVATE':
        return {
          columns: {
            isActive: false,
            inactiveReason: 'Separated',
            endDate: change.endDate,
            deactivatedAt: now,
            reactivationDate: null,
            isFinalDaySet: false,
          },
          notice: { kind: 'deactivated', endDate: change.endDate },
        };
      case 'SCHEDULE_DEACTIVATION':
        return {
          columns: {
            isActive: true,
            inactiveReason: 'ScheduledSeparation',
            endDate: change.endDate,
            reactivationDate: null,
            isFinalDaySet: true,
            finalDayNoticeSent: false,
          },
          notice: { kind: 'finalDayScheduled', endDate: change.endDate },
        };
      case 'PAUSE':
        return {
          columns: {
            isActive: false,
            inactiveReason: 'Paused',
            reactivationDate: change.reactivationDate,
            deactivatedAt: now,
          },
          notice: { kind: 'paused', reactivationDate: change.reactivationDate },
        };
    }
  }

  return {
    /** `GET /api/userprofile/page`: a page of the table with each user's current or next time off. */
    async listPage(query: UserPageQuery): Promise<UserPageJson> {
      const { rows, total } = await repo.listPage(query);
      const timeOff = await repo.listOpenTimeOff(
        rows.map((row) => row.id),
        today(),
      );
      const timeOffByUser = new Map(timeOff.map((request) => [request.userId, request]));
      return {
        items: rows.map((row) => presentPageItem(row, timeOffByUser.get(row.id))),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * `POST /api/userprofile`. The password (drawn here unless given) is answered once to the creator and
     * e-mailed to the user; it must be changed at the first sign-in.
     */
    async createUser(actor: SessionActor, input: CreateUserRequest): Promise<CreatedUserJson> {
      // The account's own fields make its row; the rest is the person's first profile.
      const {
        email,
        firstName,
        lastName,
        role,
        jobTitle,
        weeklycommittedHours,
        password,
        allowsDuplicateName,
        startDate,
        createdDate,
        ...profile
      } = input;
      const roles = await sources.permissions.listRoles();
      if (!roles.some((known) => known.roleName === role)) throw invalidField('role', msg.roleUnknown);
      if (!canGiveRole(actor, role)) throw refused(msg.ownerCreationForbidden);
      if (await repo.isEmailTaken(email)) throw duplicate('email', msg.emailTaken);
      // A creation of the same person may have landed between the two checks: the e-mail, checked
      // again, is then the first rule broken, as it is for any later request.
      if (!allowsDuplicateName && (await repo.isFullNameTaken(firstName, lastName)))
        throw (await repo.isEmailTaken(email))
          ? duplicate('email', msg.emailTaken)
          : duplicate('name', msg.nameTaken);

      const temporaryPassword = password ?? oneTimePassword();
      const passwordHash = await hashPassword(temporaryPassword);
      try {
        const created = await db.transaction(async (tx) => {
          const row = await sources.users.insertUser(tx, {
            email,
            firstName,
            lastName,
            role,
            jobTitle,
            weeklyCommittedHours: weeklycommittedHours,
            passwordHash,
            mustChangePassword: true,
            // Mentors are kept off the leaderboard, as in the original.
            isVisible: role !== 'Mentor',
            startDate: startDate ?? createdDate ?? today(),
          });
          await sources.profiles.fillNewProfile(tx, actor, row.id, profile);
          await enqueueEmail(tx, welcomeEmail(input, temporaryPassword, config.publicUrl));
          return row;
        });
        return { _id: created.id, temporaryPassword };
      } catch (error) {
        // Two creations of one address at once: the unique index decides.
        if (isUniqueViolation(error)) throw duplicate('email', msg.emailTaken);
        throw error;
      }
    },

    /** `PATCH /api/userProfile/:userId`: the lifecycle of server-rules 4.7; ACTIVATE restores an archived user. */
    async changeStatus(actor: Actor, userId: string, change: StatusChange): Promise<{ message: string }> {
      const target = await targetOf(userId);
      if (isSameUser(actor, target.id)) throw refused(msg.cannotChangeOwnStatus);
      assertMayManage(actor, target);
      const isArchived = target.archivedAt !== null;
      // The pause button alone only pauses and resumes.
      if (!hasFullStatusRight(actor) && !isPauseButtonChange(change.action, { ...target, isArchived }))
        throw refused(msg.pauseOnly);
      if (isArchived && change.action !== 'ACTIVATE') throw invalidField('action', msg.archivedRestoreFirst);
      const day = today();
      if (change.action === 'SCHEDULE_DEACTIVATION' && change.endDate < day)
        throw invalidField('endDate', msg.endDateInPast);
      if (change.action === 'PAUSE' && change.reactivationDate <= day)
        throw invalidField('reactivationDate', msg.reactivationDateNotFuture);

      const now = clock.now();
      const { columns, notice } = statusChangeOf(change, now);
      await db.transaction(async (tx) => {
        await sources.users.updateAccountStatus(tx, target.id, columns, now);
        await notifyManagement(tx, target, notice);
      });
      return { message: msg.statusUpdated };
    },

    /** `DELETE /api/userprofile/:id`: delete removes the user and their own records; archive keeps everything, inactive. */
    async removeUser(actor: Actor, userId: string, option: RemovalOption): Promise<{ message: string }> {
      const target = await targetOf(userId);
      if (target.id === actor.userId.toLowerCase()) throw invalidField('userId', msg.cannotRemoveSelf);
      assertMayManage(actor, target);
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (option === 'delete') await sources.users.deleteUser(tx, target.id);
        else
          await sources.users.updateAccountStatus(
            tx,
            target.id,
            {
              archivedAt: now,
              isActive: false,
              inactiveReason: 'Separated',
              deactivatedAt: now,
              endDate: target.endDate ?? today(),
            },
            now,
          );
      });
      return { message: option === 'delete' ? msg.userDeleted : msg.userArchived };
    },

    /**
     * The daily lifecycle run for the Pacific day of `now`: paused users whose return day has come are
     * active again; management hears once of a final day three weeks ahead; users past their final day
     * are separated. Each user's change commits with its e-mail.
     */
    async runDailyLifecycle(now: Date = clock.now()): Promise<DailyLifecycleReport> {
      const day = pacificDate(now);
      const report: DailyLifecycleReport = { reactivated: 0, noticesSent: 0, separated: 0 };

      for (const user of await repo.listDueReactivations(day)) {
        if (!user.reactivationDate || !isReactivationDue(user.reactivationDate, day)) continue;
        await db.transaction(async (tx) => {
          await sources.users.updateAccountStatus(
            tx,
            user.id,
            { isActive: true, inactiveReason: null, reactivationDate: null, deactivatedAt: null },
            now,
          );
          await notifyManagement(tx, user, { kind: 'activated' });
        });
        report.reactivated += 1;
      }

      for (const user of await repo.listScheduledFinalDays(addPacificDays(day, FINAL_DAY_NOTICE_DAYS))) {
        const endDate = user.endDate;
        if (!endDate) continue;
        if (isPastFinalDay(endDate, day)) {
          await db.transaction(async (tx) => {
            await sources.users.updateAccountStatus(
              tx,
              user.id,
              { isActive: false, inactiveReason: 'Separated', deactivatedAt: now, isFinalDaySet: false },
              now,
            );
            await notifyManagement(tx, user, { kind: 'deactivated', endDate });
          });
          report.separated += 1;
        } else if (!user.finalDayNoticeSent && isFinalDayNoticeDue(endDate, day)) {
          await db.transaction(async (tx) => {
            await sources.users.updateAccountStatus(tx, user.id, { finalDayNoticeSent: true }, now);
            await notifyManagement(tx, user, { kind: 'upcomingFinalDay', endDate });
          });
          report.noticesSent += 1;
        }
      }
      return report;
    },
  };
}

export type UserManagementService = ReturnType<typeof createUserManagementService>;
