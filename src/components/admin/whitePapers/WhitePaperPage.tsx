/**
 * /admin-whitepaper (also served at /admin/white-paper, SPEC §2, with this canonical URL):
 * White Paper Management: the upload card, then the papers in the bucket.
 */
import React, {useCallback, useEffect, useState} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {staffPaths} from '@site/src/config/ids';
import type {WhitePaperOfferView, WhitePaperView} from '@site/src/lib/staff/whitePapers';
import {StaffShell} from '../StaffShell';
import {useStaffSession} from '../StaffSession';
import {staffErrorText} from '../text';
import {PapersCard} from './PapersCard';
import {UploadCard, type UploadCardProps} from './UploadCard';
import {whitePapersPath} from './uploadRequest';

function WhitePaperCards({send}: Pick<UploadCardProps, 'send'>): React.JSX.Element {
  const {api} = useStaffSession();
  const [papers, setPapers] = useState<WhitePaperView[] | null>(null);
  const [offer, setOffer] = useState<WhitePaperOfferView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const result = await api<{papers: WhitePaperView[]; offer?: WhitePaperOfferView | null}>('GET', whitePapersPath);
    setLoadError(result.ok ? null : staffErrorText(result.code));
    if (result.ok) {
      setPapers(result.data.papers);
      setOffer(result.data.offer ?? null);
    }
  }, [api]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <>
      <UploadCard onUploaded={() => void reload()} send={send} />
      <PapersCard papers={papers} offer={offer} loadError={loadError} reload={reload} />
    </>
  );
}

export function WhitePaperPage({send}: Pick<UploadCardProps, 'send'> = {}): React.JSX.Element {
  const canonical = useBaseUrl(staffPaths.whitePaper, {absolute: true});
  return (
    <StaffShell
      title={translate({id: 'admin.whitePaper.title', message: 'White Paper Management'})}
      page={staffPaths.whitePaper}>
      <Head>
        <link rel="canonical" href={canonical} />
      </Head>
      <WhitePaperCards send={send} />
    </StaffShell>
  );
}
