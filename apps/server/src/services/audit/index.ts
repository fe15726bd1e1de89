// The public face of services/audit/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export {
  type AdminActor,
  type AuditActor,
  type AuthenticatedAdmin,
  recordAdminAudit,
  recordAudit,
} from './record-audit';
