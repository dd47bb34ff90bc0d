import type { NewUser, UserAccount } from "../../../common/account.schema";
import type { AdminUser } from "../../../common/auth.schema";
import { roleNames, type Role } from "../../../common/roles";
import { userResource } from "../../../common/user.resource";
import type { AuditService } from "../../platform/audit/audit.service";
import { UsernameTakenError, type AuthRepository } from "../../platform/auth/auth.repository";
import { hashPassword } from "../../platform/auth/password";
import { assertPasswordAllowed } from "../../platform/auth/password-rules";
import type { Transact } from "../../platform/db/transaction";
import { conflict, notFound } from "../../platform/http/http-error";

export const USERNAME_TAKEN = "This username is already taken.";
const USER_NOT_FOUND = userResource.messages.notFound;

type Dependencies = { repository: AuthRepository; audit: AuditService; transact: Transact };

const OWN_ROLE = "You cannot change your own role. Ask another administrator to do it.";
const LAST_ADMINISTRATOR = "The last administrator must stay an administrator: make another account an administrator first.";

/** The activity log's sentence for a change of role. */
export const roleChangeSummary = (username: string, from: Role, to: Role) =>
  `Changed the role of ${username} from ${roleNames[from]} to ${roleNames[to]}`;

/** Whether the accounts keep at least one administrator once `id` is no longer one. */
const anotherAdministratorThan = (accounts: AdminUser[], id: string) =>
  accounts.some((account) => account._id !== id && account.role === "administrator");

/** The accounts: list, add, change a role, delete, and a password or a role set from the command line. */
export function createUsersService({ repository, audit, transact }: Dependencies) {
  /**
   * Gives an account another role. Its open sessions have the new role from their next request,
   * since each request reads the role afresh. Nobody changes their own role (409), as nobody
   * deletes their own account: another administrator does it. The last administrator stays one
   * (409), so the back office always has somebody who can manage the accounts. `actor` is whoever
   * asks in the back office; the command line is nobody's account.
   */
  async function changeRole(actor: AdminUser | null, id: string, role: Role): Promise<{ account: UserAccount; from: Role } | null> {
    if (id === actor?._id) throw conflict(OWN_ROLE);
    return transact(async () => {
      const accounts = await repository.lockAdmins();
      const account = accounts.find((candidate) => candidate._id === id);
      if (!account) return null;
      if (account.role === "administrator" && role !== "administrator" && !anotherAdministratorThan(accounts, id)) {
        throw conflict(LAST_ADMINISTRATOR);
      }
      const changed = await repository.setRole(id, role);
      return changed && { account: changed, from: account.role };
    });
  }

  return {
    listUsers: (): Promise<UserAccount[]> => repository.listAdmins(),

    /** 400 for a password that breaks the rules, 409 for a taken username. */
    async createUser(input: NewUser): Promise<UserAccount> {
      assertPasswordAllowed(input.password, input.username, "Password");
      if (await repository.findAdminByUsername(input.username)) throw conflict(USERNAME_TAKEN);
      const passwordHash = await hashPassword(input.password);
      try {
        return await repository.createAdmin(input.username, passwordHash, input.role);
      } catch (error) {
        // Someone took the name between the check and the insert.
        if (error instanceof UsernameTakenError) throw conflict(USERNAME_TAKEN);
        throw error;
      }
    },

    /**
     * Deletes an account and, with it, its sessions. Nobody deletes themselves, and the last
     * administrator stays (409): nobody would be left to manage the accounts.
     */
    async deleteUser(actor: AdminUser, id: string): Promise<AdminUser> {
      if (id === actor._id) throw conflict("You cannot delete your own account. Ask another admin to do it.");
      return transact(async () => {
        const accounts = await repository.lockAdmins();
        const account = accounts.find((candidate) => candidate._id === id);
        if (!account) throw notFound(USER_NOT_FOUND);
        if (account.role === "administrator" && !anotherAdministratorThan(accounts, id)) throw conflict("The last administrator cannot be deleted.");
        const deleted = await repository.deleteAdmin(id);
        if (!deleted) throw notFound(USER_NOT_FOUND);
        return deleted;
      });
    },

    changeRole,

    /** `npm run admin -- role`: for a college that has locked itself out of its own back office. */
    async setRoleFromShell(username: string, role: Role) {
      const found = await repository.findAdminByUsername(username);
      if (!found) throw notFound(`No account named "${username}"`);
      await transact(async () => {
        const changed = await changeRole(null, found._id, role);
        if (!changed) throw notFound(`No account named "${username}"`);
        await audit.record({
          username: null,
          action: "role-change",
          resource: "user",
          recordId: found._id,
          summary: `${roleChangeSummary(found.username, changed.from, role)} from the command line`,
        });
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
