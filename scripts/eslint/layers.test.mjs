// The layers rule's own tests (run by `npm run lint`): what it reports on small graphs, and that the
// server's features as they stand give it nothing to report.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { layerProblems, readImportGraph } from './layers.js';

const graph = (edges) => new Map(Object.entries(edges));
const whys = (problems) => problems.map(({ file, target, why }) => `${file} => ${target}: ${why}`);

describe('the layers of the features', () => {
  it('report files that import one another in a circle', () => {
    const problems = layerProblems(
      graph({ 'a/a.service.ts': ['b/b.service.ts'], 'b/b.service.ts': ['a/a.service.ts'] }),
      [],
    );
    assert.deepEqual(whys(problems), [
      'a/a.service.ts => b/b.service.ts: these files import one another in a circle: a/a.service.ts, b/b.service.ts',
      'b/b.service.ts => a/a.service.ts: these files import one another in a circle: a/a.service.ts, b/b.service.ts',
    ]);
  });

  it('report features that reach one another through different files, unless the import is listed as running up', () => {
    const edges = graph({
      'users/users.table.ts': ['permissions/permissions.table.ts'],
      'permissions/permissions.table.ts': [],
      'permissions/permissions.service.ts': ['users/users.service.ts'],
      'users/users.service.ts': [],
    });
    assert.equal(layerProblems(edges, []).length, 2);
    assert.deepEqual(layerProblems(edges, ['users/users.table.ts => permissions/permissions.table.ts']), []);
  });

  it('report an import listed as running up that is gone, so the list only shortens', () => {
    const problems = layerProblems(graph({ 'a/a.ts': [] }), ['a/a.ts => b/b.ts']);
    assert.deepEqual(whys(problems), [
      'a/a.ts => undefined: a/a.ts => b/b.ts is gone: take it off UPWARD_IMPORTS',
    ]);
  });

  it('find nothing to report in the server as it stands', () => {
    assert.deepEqual(layerProblems(readImportGraph()), []);
  });
});
