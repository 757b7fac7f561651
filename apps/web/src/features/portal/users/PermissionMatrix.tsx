'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';
import { api, send } from '@maison/api/web-client';
import type { Permission } from '@maison/domain/permissions';
import {
  grantablePermissions,
  isLastStore,
  matrixState,
  PERMISSION_CATEGORIES,
  type PermissionCategory,
} from '@maison/domain/portal/users';
import { statusMessage } from '@/features/account/errors';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/Toast';
import { ApiError, dataOf, type Location, type LocationUser } from '../api';
import { usePortal } from '../context';
import { TriCheckbox } from '../TriCheckbox';
import { portalLocations, usersKey, type Member } from './queries';
import styles from './users.module.css';

/** 002 §6: location:manage stands for the store access itself (granted and revoked as such). */
const STORE_ACCESS: Permission = 'location:manage';

const userRoute = api.api.v1.locations[':id'].users[':userId'];

/** One change the matrix sends: a membership's new permissions, a grant or a revocation. */
type Change =
  | { kind: 'patch'; location: number; permissions: string[] }
  | { kind: 'grant'; location: number }
  | { kind: 'revoke'; location: number };

/** The cell being saved: a permission at a location, or in the "all" column. */
type Busy = { permission: Permission; column: number | 'all' } | null;

/**
 * The changes that toggle `permission` over `locations` (002 §4: add when not held everywhere,
 * else remove): store access is granted to or revoked from the store, any other permission is
 * changed in the memberships there. What the editor may not give is left out (002 §6).
 */
function plannedChanges(
  member: Member,
  permission: Permission,
  locations: readonly number[],
  adding: boolean,
  grantable: (location: number) => readonly Permission[],
): Change[] {
  const changes: Change[] = [];
  for (const location of locations) {
    const membership = member.memberships.find((m) => m.location === location);
    if (permission === STORE_ACCESS && !membership) {
      if (adding && grantable(location).includes(STORE_ACCESS))
        changes.push({ kind: 'grant', location });
      continue;
    }
    if (!membership) continue;
    const held = membership.permissions.includes(permission);
    if (held === adding) continue;
    if (permission === STORE_ACCESS && !adding) {
      changes.push({ kind: 'revoke', location });
      continue;
    }
    if (adding && !grantable(location).includes(permission)) continue;
    changes.push({
      kind: 'patch',
      location,
      permissions: adding
        ? [...membership.permissions, permission]
        : membership.permissions.filter((p) => p !== permission),
    });
  }
  return changes;
}

/** Whether the changes take every listed store of the user (002 §4: warn, ask yes or no). */
function revokesLastStore(member: Member, changes: readonly Change[]): boolean {
  const revoked = changes.filter((c) => c.kind === 'revoke').map((c) => c.location);
  if (revoked.length === 0) return false;
  const stores = portalLocations(member);
  if (revoked.length === 1) return isLastStore(stores, revoked[0]!);
  return stores.every((s) => revoked.includes(s.location));
}

/**
 * 002 §2, §4, §6: the edit modal's permission table. Rows by category (Global, Location, Views,
 * Actions, B2B), a column per location the editor manages and an "all" column; a permission
 * held at only some is half-checked. Each toggle saves at once and is busy meanwhile;
 * revoking the user's last store asks first.
 */
export function PermissionMatrix({
  member,
  columns,
  onClose,
}: {
  member: Member;
  /** 002 §6: the locations where the editor is superuser or holds location_users:manage. */
  columns: readonly Location[];
  onClose: () => void;
}) {
  const t = useTranslations('partnerportal.users');
  const tRoot = useTranslations();
  const queryClient = useQueryClient();
  const { user: editor } = usePortal();
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ changes: Change[]; cell: Busy } | null>(null);
  const stores = portalLocations(member);
  const name = `${member.user.first_name} ${member.user.last_name}`;
  const memberColumns = columns.filter((c) => stores.some((s) => s.location === c.id));
  const grantable = (location: number) => grantablePermissions(editor, location);

  /** A column's locations for a permission: store access spans every column, the rest the user's. */
  const scope = (permission: Permission, column: number | 'all') => {
    if (column !== 'all') return [column];
    return (permission === STORE_ACCESS ? columns : memberColumns).map((c) => c.id);
  };

  const apply = (location: number, update: (list: LocationUser[]) => LocationUser[]) =>
    queryClient.setQueryData<LocationUser[]>(usersKey(location), (list) => list && update(list));

  const run = async (changes: readonly Change[], cell: Busy) => {
    setBusy(cell);
    setFailure(null);
    const param = (location: number) => ({
      param: { id: String(location), userId: String(member.userId) },
    });
    try {
      for (const change of changes) {
        if (change.kind === 'patch') {
          const saved = await dataOf(
            send(
              userRoute.index.$patch({
                ...param(change.location),
                json: { permissions: change.permissions as Permission[] },
              }),
            ),
          );
          apply(change.location, (list) =>
            list.map((m) => (m.user_id === member.userId ? saved : m)),
          );
        } else if (change.kind === 'grant') {
          const saved = await dataOf(send(userRoute.access.index.$post(param(change.location))));
          apply(change.location, (list) => [
            ...list.filter((m) => m.user_id !== member.userId),
            saved,
          ]);
        } else {
          const res = await send(userRoute.index.$delete(param(change.location)));
          if (!res.ok) throw new ApiError(res.status, res.data);
          apply(change.location, (list) => list.filter((m) => m.user_id !== member.userId));
        }
      }
      if (changes.some((c) => c.kind === 'revoke') && revokesLastStore(member, changes)) {
        toast.show({ type: 'success', timing: 'medium', content: t('toast.removed', { name }) });
        onClose();
      }
    } catch (error) {
      // 002 §8 logs a failed grant or revoke; the table says so too and shows what was saved.
      console.error('[portal] saving permissions failed', error);
      const status = error instanceof ApiError ? error.status : 0;
      setFailure(t('matrix.failed', { reason: tRoot(statusMessage(status).key) }));
      await queryClient.invalidateQueries({ queryKey: ['portal', 'location-users'] });
    } finally {
      setBusy(null);
    }
  };

  const toggle = (permission: Permission, column: number | 'all') => {
    const locations = scope(permission, column);
    const adding = matrixState(permission, stores, locations) !== 'checked';
    const changes = plannedChanges(member, permission, locations, adding, grantable);
    if (changes.length === 0) return;
    const cell = { permission, column };
    if (revokesLastStore(member, changes)) setConfirming({ changes, cell });
    else void run(changes, cell);
  };

  /** A cell that can change nothing is disabled (no membership, or a permission not grantable). */
  const editable = (permission: Permission, column: number | 'all') => {
    const locations = scope(permission, column);
    const adding = matrixState(permission, stores, locations) !== 'checked';
    return plannedChanges(member, permission, locations, adding, grantable).length > 0;
  };

  const cell = (permission: Permission, column: number | 'all', label: string) => {
    const locations = scope(permission, column);
    const state = locations.length ? matrixState(permission, stores, locations) : 'unchecked';
    const saving = busy?.permission === permission && busy.column === column;
    return (
      <td key={column} className={styles.matrixCell} aria-busy={saving || undefined}>
        <TriCheckbox
          checked={state === 'checked'}
          indeterminate={state === 'half'}
          ariaLabel={label}
          disabled={busy !== null || !editable(permission, column)}
          onChange={() => toggle(permission, column)}
          testId={`matrix-${permission}-${column}`}
        />
        {saving ? <span className={styles.saving} aria-hidden="true" /> : null}
      </td>
    );
  };

  return (
    <>
      <Modal
        open
        onOpenChange={(open) => (open || busy ? undefined : onClose())}
        title={t('matrix.title', { name })}
        description={t('matrix.description')}
        className={styles.matrixModal}
      >
        {columns.length === 0 ? (
          <p className={styles.muted}>{t('matrix.no-locations')}</p>
        ) : (
          <div className={styles.matrixScroller}>
            <table className={styles.matrix} data-testid="permission-matrix">
              <caption className="visually-hidden">{t('matrix.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('matrix.permission')}</th>
                  <th scope="col">{t('matrix.all')}</th>
                  {columns.map((location) => (
                    <th scope="col" key={location.id}>
                      {location.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(
                  Object.entries(PERMISSION_CATEGORIES) as [
                    PermissionCategory,
                    readonly Permission[],
                  ][]
                ).map(([category, permissions]) => (
                  <Fragment key={category}>
                    <tr className={styles.category}>
                      <th scope="colgroup" colSpan={columns.length + 2}>
                        {t(`matrix.categories.${category}`)}
                      </th>
                    </tr>
                    {permissions.map((permission) => {
                      const label = t(`permissions.${permission}`);
                      return (
                        <tr key={permission} data-permission={permission}>
                          <th scope="row">{label}</th>
                          {cell(permission, 'all', t('matrix.cell-all', { permission: label }))}
                          {columns.map((location) =>
                            cell(
                              permission,
                              location.id,
                              t('matrix.cell', { permission: label, location: location.name }),
                            ),
                          )}
                        </tr>
                      );
                    })}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className={styles.matrixStatus} role="status">
          {busy ? t('matrix.saving') : ''}
        </p>
        {failure ? (
          <p className={styles.failure} role="alert" data-testid="matrix-failure">
            {failure}
          </p>
        ) : null}
      </Modal>
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('matrix.confirm.title')}
        description={t('matrix.confirm.text', { name })}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => setConfirming(null)}
              data-testid="confirm-no"
            >
              {t('matrix.confirm.no')}
            </Button>
            <Button
              onClick={() => {
                const pending = confirming;
                setConfirming(null);
                if (pending) void run(pending.changes, pending.cell);
              }}
              data-testid="confirm-yes"
            >
              {t('matrix.confirm.yes')}
            </Button>
          </>
        }
      />
    </>
  );
}
