'use client';
import { useState } from 'react';
import { Page } from '@/components/Page';
import { LinkCell } from '@/components/account/FormFields';
import { AsyncState } from '@/components/AsyncState';
import common from '../../components/account/account.module.css';
import { ChildSwitcher } from '@/components/ChildSwitcher';
import { useIdentities } from '@/lib/api/user';
import type { Identity } from '@/lib/contract/user';
import { messages } from '@/lib/i18n';
import { navigateTo } from '@/lib/router/navigation';
import { route, type RouteName } from '@/lib/router/routes';
import { switchChild } from '@/lib/user/switchChild';

function open(name: RouteName) {
  void navigateTo({ url: route(name) });
}

/** The account's children: switch between them, add one, complete their info, message the school. */
export default function RegisterHomeScreen() {
  const t = messages();
  const { identities, selected, error, isLoading, retry } = useIdentities();
  const [switching, setSwitching] = useState(false);

  async function onSwitch(identity: Identity) {
    setSwitching(true);
    try {
      await switchChild(identity);
    } finally {
      setSwitching(false);
    }
  }

  const addButton = (
    <button
      type="button"
      className={common.primaryButton}
      onClick={() => open('registerBindingUser')}
    >
      {t.account.addChild}
    </button>
  );
  return (
    <Page title={t.routes.registerHome}>
      <AsyncState
        isLoading={isLoading}
        error={error}
        onRetry={() => void retry()}
        isEmpty={!identities || identities.length === 0}
        emptyText={t.account.addChildHint}
        emptyAction={addButton}
      >
        <section className={common.section} aria-labelledby="register-children">
          <h2 id="register-children" className={common.sectionTitle}>
            {t.account.children}
          </h2>
          <ChildSwitcher
            identities={identities ?? []}
            selectedId={selected?.associatedUserId}
            busy={switching}
            onSwitch={(identity) => void onSwitch(identity)}
          />
        </section>
        <div className={`${common.section} ${common.group}`}>
          <LinkCell title={t.account.addChild} onClick={() => open('registerBindingUser')} />
          <LinkCell title={t.routes.registerInfo} onClick={() => open('registerInfo')} />
          <LinkCell
            title={t.routes.registerMessageRecord}
            onClick={() => open('registerMessageRecord')}
          />
        </div>
      </AsyncState>
    </Page>
  );
}
