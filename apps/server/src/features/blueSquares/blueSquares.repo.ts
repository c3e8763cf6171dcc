import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { blueSquares } from './blueSquares.table.js';

export function createBlueSquaresRepo(db: Db) {
  return {
    /** A user's blue squares, newest first, as the profile shows them. */
    listBlueSquaresOfUser: (userId: string) =>
      db
        .select({
          id: blueSquares.id,
          date: blueSquares.date,
          description: blueSquares.description,
          createdAt: blueSquares.createdAt,
        })
        .from(blueSquares)
        .where(eq(blueSquares.userId, userId))
        .orderBy(desc(blueSquares.date), desc(blueSquares.createdAt)),
  };
}

export type BlueSquaresRepo = ReturnType<typeof createBlueSquaresRepo>;
