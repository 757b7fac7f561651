'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type ReactNode } from 'react';
import { api, send } from '@maison/api/web-client';
import { hasPermission, locationsWithPermission } from '@maison/domain/permissions';
import { statusMessage } from '@/features/account/errors';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/Toast';
import { TwoWaySwitch } from '@/ui/TwoWaySwitch';
import type { LocationUser, PendingInvite } from '../api';
import { usePortal } from '../context';
import { formatDate } from '../format';
import { PortalHead, usePortalGuard } from '../PortalChrome';
import { InviteModal } from './InviteModal';
import { PermissionMatrix } from './PermissionMatrix';
import { membersOf, pendingKey, takenLogins, useListings, type Member } from './queries';
import portalStyles from '../portal.module.css';
import styles from './users.module.css';

type View = 'location' | 'all';

const pendingRoute = api.api.v1.locations[':id'].users.pending[':inviteId'];

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/**
 * 002 §2, §4, §6: user management. The chosen stores where the viewer may see users
 * (location_users:view; a superuser all), each with its users and pending invites, or all
 * users once with their stores; invite and edit where the viewer manages users.
 */
export function UsersPage() {
  const t = useTranslations('partnerportal');
  const tRoot = useTranslations();
  const allowed = usePortalGuard();
  const queryClient = useQueryClient();
  const { user: me, locations, locationsById, selected } = usePortal();
  const [view, setView] = useState<View>('location');
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [busyInvite, setBusyInvite] = useState<number | null>(null);

  const listedIds = useMemo(() => {
    const viewable = locationsWithPermission(me, 'location_users:view');
    return locations
      .map((l) => l.id)
      .filter((id) => selected.includes(id) && (viewable === null || viewable.includes(id)));
  }, [me, locations, selected]);
  const listings = useListings(listedIds);
  const members = useMemo(() => membersOf(listings), [listings]);
  const mayManage = (location: number) => hasPermission(me, location, 'location_users:manage');
  const manageable = locations.filter((l) => mayManage(l.id));
  const inviteContext = useMemo(
    () => ({ ...takenLogins(listings), needsUserType: me.portal_user_type !== 'jeweler' }),
    [listings, me.portal_user_type],
  );
  const editingMember = members.find((m) => m.userId === editing) ?? null;

  if (!allowed) return <div className={portalStyles.portal} aria-busy="true" />;

  const inviteAction = async (invite: PendingInvite, action: 'resend' | 'withdraw') => {
    const name = fullName(invite.user_data) || invite.email || invite.username || '';
    const param = { param: { id: String(invite.location), inviteId: String(invite.id) } };
    setBusyInvite(invite.id);
    try {
      const res = await send(
        action === 'resend'
          ? pendingRoute.resend.index.$post(param)
          : pendingRoute.index.$delete(param),
      );
      if (!res.ok) throw Object.assign(new Error('refused'), { status: res.status });
      toast.show({
        type: 'success',
        timing: 'medium',
        content: t(action === 'resend' ? 'users.toast.resent' : 'users.toast.withdrawn', { name }),
      });
      await queryClient.invalidateQueries({ queryKey: pendingKey(invite.location) });
    } catch (error) {
      const status = (error as { status?: number }).status ?? 0;
      toast.show({
        type: 'error',
        timing: 'long',
        content: t('users.toast.invite-failed', { reason: tRoot(statusMessage(status).key) }),
      });
    } finally {
      setBusyInvite(null);
    }
  };

  const memberRow = (member: Member, membership: LocationUser | null) => {
    const self = member.userId === me.id;
    const editable =
      !self &&
      (membership
        ? mayManage(membership.location)
        : member.memberships.some((m) => mayManage(m.location)));
    return (
      <tr
        key={member.userId}
        data-testid="user-row"
        data-user={member.user.email ?? member.user.username ?? ''}
      >
        <th scope="row" className={styles.name}>
          <span>{fullName(member.user)}</span>
          {self ? <Badge kind="self">{t('users.self')}</Badge> : null}
          {member.user.is_superuser ? <Badge kind="superuser">{t('users.superuser')}</Badge> : null}
        </th>
        <td>{member.user.email ?? member.user.username}</td>
        {membership ? null : (
          <td>
            {member.memberships
              .map((m) => locationsById.get(m.location)?.name ?? String(m.location))
              .join(', ')}
          </td>
        )}
        <td>
          <span className={styles.status}>{t('users.active')}</span>
        </td>
        <td className={styles.actions}>
          {editable ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEditing(member.userId)}
              aria-label={t('users.edit-user', { name: fullName(member.user) })}
              data-testid="user-edit"
            >
              {t('users.edit')}
            </Button>
          ) : null}
        </td>
      </tr>
    );
  };

  const inviteRow = (invite: PendingInvite, withLocation: boolean) => {
    const name = fullName(invite.user_data);
    const busy = busyInvite === invite.id;
    return (
      <tr
        key={`invite-${invite.id}`}
        data-testid="invite-row"
        data-user={invite.email ?? invite.username ?? ''}
      >
        <th scope="row" className={styles.name}>
          <span>{name}</span>
        </th>
        <td>{invite.email ?? invite.username}</td>
        {withLocation ? (
          <td>{locationsById.get(invite.location)?.name ?? invite.location}</td>
        ) : null}
        <td>
          <span className={`${styles.status} ${styles.pending}`} data-testid="invite-pending">
            {t('users.pending')}
          </span>{' '}
          <span className={styles.expires}>
            {t('users.expires', { date: formatDate(invite.expires_at) })}
          </span>
        </td>
        <td className={styles.actions}>
          {mayManage(invite.location) ? (
            <>
              <Button
                variant="text"
                size="sm"
                loading={busy}
                disabled={busyInvite !== null && !busy}
                aria-label={t('users.resend-user', { name })}
                onClick={() => void inviteAction(invite, 'resend')}
                data-testid="invite-resend"
              >
                {t('users.resend')}
              </Button>
              <Button
                variant="text"
                size="sm"
                disabled={busyInvite !== null}
                aria-label={t('users.withdraw-user', { name })}
                onClick={() => void inviteAction(invite, 'withdraw')}
                data-testid="invite-withdraw"
              >
                {t('users.withdraw')}
              </Button>
            </>
          ) : null}
        </td>
      </tr>
    );
  };

  const table = (rows: ReactNode, withLocations: boolean, label: string) => (
    <table
      className={`${styles.table} ${withLocations ? styles.withLocations : ''}`}
      aria-label={label}
    >
      <thead>
        <tr>
          <th scope="col" className={styles.colName}>
            {t('users.columns.name')}
          </th>
          <th scope="col" className={styles.colLogin}>
            {t('users.columns.login')}
          </th>
          {withLocations ? (
            <th scope="col" className={styles.colLocations}>
              {t('users.columns.locations')}
            </th>
          ) : null}
          <th scope="col" className={styles.colStatus}>
            {t('users.columns.status')}
          </th>
          <th scope="col" className={styles.colActions}>
            <span className="visually-hidden">{t('users.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>{rows}</tbody>
    </table>
  );

  const byLocation = listings.map((listing) => {
    const name = locationsById.get(listing.locationId)?.name ?? String(listing.locationId);
    const count = listing.users.length + listing.pending.length;
    return (
      <section
        key={listing.locationId}
        className={styles.group}
        aria-labelledby={`location-${listing.locationId}`}
        data-testid="user-group"
        data-location={listing.locationId}
      >
        <h2 id={`location-${listing.locationId}`} className={styles.groupTitle}>
          {name}
          <span className={styles.count}>{t('users.count', { count: listing.users.length })}</span>
        </h2>
        {listing.status === 'pending' ? (
          <p className={styles.muted} aria-busy="true">
            {t('users.loading')}
          </p>
        ) : listing.status === 'error' ? (
          <p className={styles.muted}>{t('users.failed')}</p>
        ) : count === 0 ? (
          <p className={styles.muted}>{t('users.empty')}</p>
        ) : (
          table(
            <>
              {listing.users.map((membership) => {
                const member = members.find((m) => m.userId === membership.user_id)!;
                return memberRow(member, membership);
              })}
              {listing.pending.map((invite) => inviteRow(invite, false))}
            </>,
            false,
            name,
          )
        )}
      </section>
    );
  });

  const allUsers = table(
    <>
      {members.map((member) => memberRow(member, null))}
      {listings.flatMap((l) => l.pending).map((invite) => inviteRow(invite, true))}
    </>,
    true,
    t('users.all-users'),
  );

  return (
    <div className={portalStyles.portal} data-testid="portal-page" data-page="users">
      <PortalHead title={t('pages.users')}>
        <div className={styles.toolbar}>
          <TwoWaySwitch
            label={t('users.view')}
            options={[
              { value: 'location', label: t('users.by-location') },
              { value: 'all', label: t('users.all-users') },
            ]}
            value={view}
            onValueChange={setView}
          />
          {manageable.length > 0 ? (
            <Button onClick={() => setInviting(true)} data-testid="user-invite">
              {t('users.invite')}
            </Button>
          ) : null}
        </div>
      </PortalHead>
      <div className={styles.list} data-testid="user-list" data-view={view}>
        {listedIds.length === 0 ? (
          <p className={styles.muted}>{t('users.no-locations')}</p>
        ) : view === 'location' ? (
          byLocation
        ) : (
          allUsers
        )}
      </div>
      {inviting ? (
        <InviteModal
          locations={manageable}
          context={inviteContext}
          onClose={() => setInviting(false)}
        />
      ) : null}
      {editingMember ? (
        <PermissionMatrix
          member={editingMember}
          columns={manageable.filter((l) => listedIds.includes(l.id))}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

function Badge({ kind, children }: { kind: 'self' | 'superuser'; children: ReactNode }) {
  return (
    <span className={`${styles.badge} ${styles[kind]}`} data-testid={`badge-${kind}`}>
      {children}
    </span>
  );
}
