// Texts of counted stock (materials, consumables, reusables) and of purchase requests. Quoted ones are
// the issue's, typos included.

export const stockMessages = {
  priorityInvalid: 'Priority must be one of: Low, Medium, High',
  quantityPositive: 'Please enter a quantity greater than 0.',
  chooseProject: 'Please choose a project.',
  chooseType: 'Please choose an item type.',
  projectUnknown: 'This building project does not exist.',
  typeUnknown: (category: string) => `Please choose a known ${category.toLowerCase()} type.`,
  purchaseNotFound: 'This purchase does not exist.',
  purchaseAlreadyDecided: (status: string) =>
    `Purchase status can only be updated from 'Pending'. Current status is '${status}'.`,
  statusInvalid: "Status must be 'Approved' or 'Rejected'.",
  itemQuantityWhole: 'Tools and equipment are bought in whole numbers from 1 to 999.',
  stockUnknown: 'Please choose a stock item of this project.',
  dateInvalid: 'Please enter a valid date.',
  logUnitInvalid: "The unit must be 'unit' or 'percent'.",
  quantityNotNegative: 'Please enter a quantity of 0 or more.',
  percentTooHigh: 'A percentage is at most 100.',
  usageExceedsStock:
    'Please check the used and wasted stock values. Either individual values or their sum exceeds the total stock available.',
  bulkUsageInvalid: 'Stock quantities submitted seems to be invalid',
  bulkEmpty: 'Please enter the use of at least one item.',
  itemListedTwice: 'Each item may be listed once.',
  usageLogged: 'The use was logged.',
  purchaseRequested: 'The purchase request was sent.',
  noStock: 'No stock recorded yet.',
  noPurchases: 'No purchases yet.',
  noUpdates: 'No use or waste logged yet.',
} as const;
