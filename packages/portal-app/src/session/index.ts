export { SessionProvider, useSession, type SessionProviderProps, type SessionUser, type SessionValue } from './SessionProvider';
export { RequireAccess } from './RequireAccess';
