// Texts of the building area's inventory types and units. Quoted ones are the spec's (002, 5 and 8;
// server-rules 8), typos included.

export const inventoryTypeMessages = {
  materialExists: 'Oops!! Material already exists!',
  consumableExists: 'Oops!! Consumable already exists!',
  reusableExists: 'Oops!! Reusable already exists!',
  toolExists: 'Oops!! Tool already exists!',
  equipmentExists: (name: string) => `Equipment with name "${name}" already exists.`,
  enterName: 'Please enter a name',
  enterDescription: 'Please enter a description',
  descriptionTooLong: 'Exceeds maximum character limit (150)',
  chooseFuel: 'Please choose a fuel type: Diesel, Biodiesel, Gasoline, Natural Gas or Ethanol.',
  chooseUnit: 'Please choose a unit.',
  unknownUnit: 'Please choose one of the listed units.',
  chooseCategory: 'Please choose a category: Material, Consumable, Reusable or Equipment.',
  enterUnit: 'Please enter a unit.',
  unitExists: (unit: string) => `The unit "${unit}" already exists.`,
  typeNotFound: 'This inventory type does not exist.',
  categoryNotFound: 'There is no such inventory category.',
  equipmentAdded: 'Success: new equipment type added.',
  equipmentTypeExists: 'Error: that type already exists.',
  equipmentRefused: (status: number, text: string) => `Error: ${status} ${text}.`,
  equipmentUnexpected: (status: number) => `Warning: unexpected status ${status}.`,
  typeAdded: (category: string, name: string) => `${category} "${name}" added.`,
  typeSaved: (name: string) => `"${name}" saved.`,
  unitAdded: (unit: string) => `Unit "${unit}" added.`,
} as const;
