// Every endpoint of blue squares, declared once: the server registers these, the tests parse their
// answers with them and the web app calls them (docs/ARCHITECTURE.md, "Adding an endpoint"). Each
// answers with all of the volunteer's blue squares.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { addBlueSquareBody, editBlueSquareBody } from './blueSquare.schema';
import type { BlueSquaresErrorCode } from './blueSquares.errors';
import { blueSquaresOfUserJson } from './infringementJson';

const refusals = errorCodes<BlueSquaresErrorCode>();
const userParams = z.object({ userId: z.uuid() });
const squareParams = z.object({ userId: z.uuid(), blueSquareId: z.uuid() });

export const blueSquaresContract = {
  add: defineContract({
    method: 'POST',
    path: '/userprofile/:userId/addInfringement',
    guard: guard.permission('addInfringements'),
    errors: refusals('USER_NOT_FOUND'),
    params: userParams,
    body: addBlueSquareBody,
    response: blueSquaresOfUserJson,
  }),
  edit: defineContract({
    method: 'PUT',
    path: '/userprofile/:userId/infringements/:blueSquareId',
    guard: guard.permission('editInfringements'),
    errors: refusals('USER_NOT_FOUND', 'BLUE_SQUARE_NOT_FOUND'),
    params: squareParams,
    body: editBlueSquareBody,
    response: blueSquaresOfUserJson,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/userprofile/:userId/infringements/:blueSquareId',
    guard: guard.permission('deleteInfringements'),
    errors: refusals('USER_NOT_FOUND', 'BLUE_SQUARE_NOT_FOUND'),
    params: squareParams,
    response: blueSquaresOfUserJson,
  }),
};
