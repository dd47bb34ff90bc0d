import type { NewUser, UserAccount } from "../../common/account.schema";
import type { AdminUser } from "../../common/auth.schema";
import { userResource } from "../../common/user.resource";
import type { AuditService } from "../audit/audit.service";
import { UsernameTakenError, type AuthRepository } from "../auth/auth.repository";
import { hashPassword } from "../auth/password";
import { assertPasswordAllowed } from "../auth/password-rules";
import type { Transact } from "../db/transaction";
import { conflict, notFound } from "../http/http-error";

export const USERNAME_TAKEN = "This username is already taken.";
const USER_NOT_FOUND = userResource.messages.notFound;

type Dependencies = { repository: AuthRepository; audit: AuditService; transact: Transact };

/** The admin accounts: list, add, delete, and setting a password from the command line. */
export function createUsersService({ repository, audit, transact }: Dependencies) {
  return {
    listUsers: (): Promise<UserAccount[]> => repository.listAdmins(),

    /** 400 for a password that breaks the rules, 409 for a taken username. */
    async createUser(input: NewUser): Promise<UserAccount> {
      assertPasswordAllowed(input.password, input.username, "Password");
      if (await repository.findAdminByUsername(input.username)) throw conflict(USERNAME_TAKEN);
      const passwordHash = await hashPassword(input.password);
      try {
        return await repository.createAdmin(input.username, passwordHash);
      } catch (error) {
        // Someone took the name between the check and the insert.
        if (error instanceof UsernameTakenError) throw conflict(USERNAME_TAKEN);
        throw error;
      }
    },

    /**
     * Deletes an admin and, with them, their sessions. Nobody deletes themselves, and the last
     * admin stays (409): the back office would have nobody left to sign in.
     */
    async deleteUser(actor: AdminUser, id: string): Promise<AdminUser> {
      if (id === actor._id) throw conflict("You cannot delete your own account. Ask another admin to do it.");
      return transact(async () => {
        const ids = await repository.lockAdmins();
        if (!ids.includes(id)) throw notFound(USER_NOT_FOUND);
        if (ids.length <= 1) throw conflict("The last admin cannot be deleted.");
        const deleted = await repository.deleteAdmin(id);
        if (!deleted) throw notFound(USER_NOT_FOUND);
        return deleted;
      });
    },

    /** `npm run admin -- password`: the same rules as in the back office; every session of that admin ends. */
    async setPassword(username: string, password: string) {
      const account = await repository.findAdminByUsername(username);
      if (!account) throw notFound(`No admin named "${username}"`);
      assertPasswordAllowed(password, account.username, "Password");
      const passwordHash = await hashPassword(password);
      await transact(async () => {
        await repository.setPasswordHash(account._id, passwordHash);
        await repository.deleteSessionsOf(account._id);
        await audit.record({
          username: null,
          action: "password-change",
          resource: "user",
          recordId: account._id,
          summary: `Set the password of ${account.username} from the command line; their sessions ended`,
        });
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
