import { can } from '@hgn/domain/permissions';
import {
  invisibilityInput,
  profilePropertyInput,
  profileUpdateInput,
  rehireableInput,
  toggleBioInput,
  userBasicInfoJson,
  userListItemJson,
  userProfileJson,
} from '@hgn/domain/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { guard, isCallerInPath } from '../../platform/http/guard.js';
import { signedInActor } from '../../platform/http/session-actor.js';
import { bytesOfDataUrl, PICTURE_MAX_BYTES } from './profilePicture.js';
import type { UsersService } from './users.service.js';

const userIdParams = z.object({ userId: z.string() });
const preferencesBody = z.object({ darkMode: z.boolean() });
const searchParams = z.object({ searchText: z.string().max(200) });
const nameParams = z.object({ name: z.string().max(200) });

/** Only the profile's own user. */
const ownProfileOnly = guard.policy('self', isCallerInPath);

/**
 * The profile's own user or someone who may edit profiles (putUserProfile, addDeleteEditOwners for
 * Owners' profiles). The service then applies the full rule with the target's role.
 */
const profileEditors = guard.policy(
  'editProfile',
  (actor, req) =>
    isCallerInPath(actor, req) || can(actor, 'putUserProfile') || can(actor, 'addDeleteEditOwners'),
);

/** The bio status is the user's own, or set by those who request bios. */
const bioEditors = guard.policy(
  'selfOrRequestBio',
  (actor, req) => isCallerInPath(actor, req) || can(actor, 'requestBio'),
);

// A data URL of 50 KB is about 68 KB of text; anything much larger is refused before it is read.
const PICTURE_BODY_LIMIT = Math.ceil(PICTURE_MAX_BYTES * 1.4) + 4096;
const RAW_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'application/octet-stream'];

/** The picture's bytes from a raw body or from a JSON body carrying a data URL. */
function pictureBytesOf(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  const dataUrl =
    body && typeof body === 'object'
      ? ((body as Record<string, unknown>).profilePic ?? (body as Record<string, unknown>).dataUrl)
      : undefined;
  if (typeof dataUrl !== 'string')
    throw new AppError({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'profilePic',
      message: 'Please choose a picture.',
    });
  return bytesOfDataUrl(dataUrl);
}

export const usersRoutes =
  (services: { users: UsersService }): FastifyPluginAsyncZod =>
  async (app) => {
    const users = services.users;
    app.addContentTypeParser(
      RAW_PICTURE_TYPES,
      { parseAs: 'buffer', bodyLimit: PICTURE_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );

    app.get(
      '/userprofile',
      {
        config: { guard: guard.permission('getUserProfiles', 'interactWithPauseUserButton') },
        schema: { response: { 200: z.array(userListItemJson) } },
      },
      async () => users.listUsers(),
    );

    // As in the original: whoever may list all profiles.
    app.get(
      '/userprofile/basicInfo',
      {
        config: { guard: guard.permission('getUserProfiles') },
        schema: { response: { 200: z.array(userBasicInfoJson) } },
      },
      async () => users.listBasicInfo(),
    );

    app.get('/userprofile/teamCode/list', { config: { guard: guard.signedIn } }, async () =>
      users.listTeamCodes(),
    );

    app.get(
      '/userprofile/autocomplete/:searchText',
      { config: { guard: guard.signedIn }, schema: { params: searchParams } },
      async (req) => users.autocomplete(req.params.searchText),
    );

    app.get(
      '/userprofile/name/:name',
      { config: { guard: guard.signedIn }, schema: { params: nameParams } },
      async (req) => users.findByName(req.params.name),
    );

    app.get(
      '/userprofile/fullName/:name',
      { config: { guard: guard.signedIn }, schema: { params: nameParams } },
      async (req) => users.findByFullName(req.params.name),
    );

    app.get(
      '/userprofile/:userId',
      {
        config: { guard: guard.signedIn },
        schema: { params: userIdParams, response: { 200: userProfileJson } },
      },
      async (req) => users.getProfile(signedInActor(req.actor), req.params.userId),
    );

    app.put(
      '/userprofile/:userId',
      { config: { guard: profileEditors }, schema: { params: userIdParams, body: profileUpdateInput } },
      async (req) => users.updateProfile(signedInActor(req.actor), req.params.userId, req.body),
    );

    app.patch(
      '/userprofile/:userId/property',
      { config: { guard: profileEditors }, schema: { params: userIdParams, body: profilePropertyInput } },
      async (req) =>
        users.updateProperty(signedInActor(req.actor), req.params.userId, req.body.key, req.body.value),
    );

    // The three toggles, each accepted as PUT and PATCH as the original client sends both.
    const toggles = [
      { name: 'rehireable', guard: guard.permission('changeUserRehireableStatus'), body: rehireableInput },
      { name: 'toggleInvisibility', guard: guard.permission('toggleInvisibility'), body: invisibilityInput },
      { name: 'toggleBio', guard: bioEditors, body: toggleBioInput },
    ];
    for (const toggle of toggles)
      for (const method of ['PUT', 'PATCH'] as const)
        app.route({
          method,
          url: `/userprofile/:userId/${toggle.name}`,
          config: { guard: toggle.guard },
          schema: { params: userIdParams, body: toggle.body },
          handler: async (req) => users.toggle(signedInActor(req.actor), req.params.userId, req.body),
        });

    app.get(
      '/userprofile/:userId/edits',
      { config: { guard: profileEditors }, schema: { params: userIdParams } },
      async (req) => users.listEdits(signedInActor(req.actor), req.params.userId),
    );

    // Public: an <img> cannot send the session token. The id is unguessable and the URL carries the
    // picture's version, so it is cached for good and a new upload gets a new URL.
    app.get(
      '/userprofile/:userId/picture',
      { config: { guard: guard.public }, schema: { params: userIdParams } },
      async (req, reply) => {
        const picture = await users.findPicture(req.params.userId);
        if (!picture)
          throw new AppError({
            status: 404,
            code: 'NOT_FOUND',
            message: 'This user has no profile picture.',
          });
        return reply
          .header('Content-Type', picture.contentType)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('Last-Modified', picture.updatedAt.toUTCString())
          .header('Cross-Origin-Resource-Policy', 'same-origin')
          .send(picture.bytes);
      },
    );

    app.put(
      '/userprofile/:userId/picture',
      { config: { guard: profileEditors }, bodyLimit: PICTURE_BODY_LIMIT, schema: { params: userIdParams } },
      async (req) => users.savePicture(signedInActor(req.actor), req.params.userId, pictureBytesOf(req.body)),
    );

    app.delete(
      '/userprofile/:userId/picture',
      { config: { guard: profileEditors }, schema: { params: userIdParams } },
      async (req) => users.removePicture(signedInActor(req.actor), req.params.userId),
    );

    app.put(
      '/userprofile/:userId/preferences',
      { config: { guard: ownProfileOnly }, schema: { params: userIdParams, body: preferencesBody } },
      async (req) => users.setDarkMode(signedInActor(req.actor).userId, req.body.darkMode),
    );
  };
