// A screen decides what to do about a refused call on its code (`refusalCode`), never on its HTTP
// status: the contract lists the codes an endpoint answers, while one status covers many reasons.
const COMPARISONS = new Set(['===', '!==', '==', '!=', '<', '<=', '>', '>=']);

const isApiErrorType = (type) =>
  type.isUnion() ? type.types.some(isApiErrorType) : type.getSymbol()?.getName() === 'ApiError';

const rule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      status:
        "Decide on the refusal's code (refusalCode(error, endpoint)), not on its status: the contract lists the codes the endpoint answers.",
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const isApiErrorStatus = (node) =>
      node.type === 'MemberExpression' &&
      !node.computed &&
      node.property.name === 'status' &&
      isApiErrorType(services.getTypeAtLocation(node.object));
    const check = (node, operands) => {
      if (operands.some(isApiErrorStatus)) context.report({ node, messageId: 'status' });
    };
    return {
      BinaryExpression: (node) => {
        if (COMPARISONS.has(node.operator)) check(node, [node.left, node.right]);
      },
      SwitchStatement: (node) => check(node, [node.discriminant]),
    };
  },
};

export default { rules: { 'no-status-decisions': rule } };
