/**
 * The papers in the bucket: name (a link to the public copy), size, upload time, requests
 * (papers the forms sent), and which one the landing, case-study and pricing forms offer. Staff
 * choose the offered paper here, with the title and description the forms show for it (and
 * change those later), and delete others after a confirmation; the offered paper cannot be
 * deleted (the forms would answer with a missing file).
 */
import React, {useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {publicObjectPath, whitePaperBucket} from '@site/src/lib/forms/whitePaper';
import type {WhitePaperOfferView, WhitePaperView} from '@site/src/lib/staff/whitePapers';
import {RoleHint, useCan} from '../RoleGate';
import {StaffCard, StaffTable} from '../StaffCard';
import {useStaffSession} from '../StaffSession';
import {staffErrorText} from '../text';
import {useStaffDates} from '../useStaffDates';
import styles from '../styles.module.css';
import {OfferForm} from './OfferForm';
import {whitePapersPath} from './uploadRequest';
import {useFileSize} from './useFileSize';

export type PapersCardProps = {
  /** null while loading. */
  papers: WhitePaperView[] | null;
  /** Staff's offer with its words; null until they offer a paper (the forms show their own copy). */
  offer: WhitePaperOfferView | null;
  loadError: string | null;
  reload(): Promise<void>;
};

export function PapersCard({papers, offer, loadError, reload}: PapersCardProps): React.JSX.Element {
  const {api} = useStaffSession();
  const mayChange = useCan('whitePapers:write');
  const formatDate = useStaffDates();
  const formatSize = useFileSize();
  const [confirming, setConfirming] = useState<string | null>(null);
  /** The paper whose title and description are being written, to offer it or to edit them. */
  const [offering, setOffering] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const act = async (request: Promise<{ok: boolean; code?: string}>, done: string) => {
    setConfirming(null);
    const result = await request;
    setError(result.ok ? null : staffErrorText(result.code));
    setStatus(result.ok ? done : null);
    await reload();
  };

  const offeredText = (chosen: WhitePaperOfferView) =>
    chosen.name === offer?.name
      ? translate({id: 'admin.whitePaper.offerSaved', message: 'The forms now show the new title and description of {name}.'}, {name: chosen.name})
      : translate({id: 'admin.whitePaper.offeredNow', message: 'The forms now offer {name}.'}, {name: chosen.name});

  /** A refusal goes back to the offer form, which flags the field it is about. */
  const sendOffer = async (chosen: WhitePaperOfferView) => {
    const done = offeredText(chosen);
    const result = await api('POST', `${whitePapersPath}/offered`, chosen);
    if (result.ok) {
      setOffering(null);
      setError(null);
      setStatus(done);
      await reload();
    }
    return result;
  };

  const startOffering = (paper: WhitePaperView) => {
    setConfirming(null);
    setOffering(paper.name);
  };

  const remove = (paper: WhitePaperView) =>
    act(
      api('DELETE', `${whitePapersPath}/${encodeURIComponent(paper.name)}`),
      translate({id: 'admin.whitePaper.deleted', message: '{name} was deleted.'}, {name: paper.name}),
    );

  const actions = (paper: WhitePaperView) => {
    if (!mayChange) return null;
    if (paper.offered) {
      return (
        <div className={styles.actions}>
          <button type="button" className="button button--secondary button--sm" onClick={() => startOffering(paper)}>
            {translate({id: 'admin.whitePaper.editOffer', message: 'Edit title and description of {name}'}, {name: paper.name})}
          </button>
          <span className={styles.muted}>
            <Translate id="admin.whitePaper.offeredHint">Choose another paper to offer before deleting this one.</Translate>
          </span>
        </div>
      );
    }
    if (confirming === paper.name) {
      return (
        <div
          className={styles.actions}
          role="group"
          aria-label={translate({id: 'admin.whitePaper.confirmLabel', message: 'Confirm deleting {name}'}, {name: paper.name})}>
          <span>
            <Translate id="admin.whitePaper.confirm">Delete this paper for good?</Translate>
          </span>
          <button type="button" className="button button--danger button--sm" onClick={() => void remove(paper)}>
            <Translate id="admin.whitePaper.confirmYes">Yes, delete</Translate>
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={() => setConfirming(null)}>
            <Translate id="admin.whitePaper.confirmNo">Cancel</Translate>
          </button>
        </div>
      );
    }
    return (
      <div className={styles.actions}>
        <button type="button" className="button button--secondary button--sm" onClick={() => startOffering(paper)}>
          {translate({id: 'admin.whitePaper.offer', message: 'Offer {name}'}, {name: paper.name})}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => setConfirming(paper.name)}>
          {translate({id: 'admin.whitePaper.delete', message: 'Delete {name}'}, {name: paper.name})}
        </button>
      </div>
    );
  };

  return (
    <StaffCard
      id="papers"
      title={<Translate id="admin.whitePaper.papersTitle">White papers in storage</Translate>}
      error={error ?? loadError}
      status={status}>
      <p className={styles.muted}>
        <Translate id="admin.whitePaper.papersIntro">
          The landing, case-study and pricing forms send the offered paper. Downloads count the papers the forms sent.
        </Translate>
      </p>
      <RoleHint permission="whitePapers:write" />
      {offer && (
        <p>
          <Translate id="admin.whitePaper.offerShown" values={{title: <strong>{offer.title}</strong>}}>
            {'The forms show: {title}'}
          </Translate>
          <br />
          <span className={styles.muted}>{offer.description}</span>
        </p>
      )}
      <StaffTable
        rows={papers}
        failed={loadError !== null}
        empty={<Translate id="admin.whitePaper.empty">No white papers yet. Upload one above.</Translate>}
        rowKey={(paper) => paper.name}
        columns={[
          {header: <Translate id="admin.whitePaper.name">Name</Translate>},
          {header: <Translate id="admin.whitePaper.size">Size</Translate>},
          {header: <Translate id="admin.whitePaper.uploadedAt">Uploaded</Translate>},
          {header: <Translate id="admin.whitePaper.downloads">Downloads</Translate>},
          {header: <Translate id="admin.whitePaper.offered">Offered by the forms</Translate>},
          {header: <Translate id="admin.whitePaper.actions">Actions</Translate>, hidden: true},
        ]}
        cells={(paper) => [
          // A file the server streams, not a page of the site: Link would route it client-side.
          // eslint-disable-next-line @docusaurus/no-html-links
          <a key="name" href={publicObjectPath(whitePaperBucket, paper.name)} download className={styles.fileName}>
            {paper.name}
          </a>,
          formatSize(paper.size),
          formatDate(paper.uploadedAt),
          paper.downloads,
          paper.offered
            ? translate({id: 'admin.whitePaper.offeredYes', message: 'Offered'})
            : translate({id: 'admin.whitePaper.offeredNo', message: 'Not offered'}),
          actions(paper),
        ]}
      />
      {mayChange && offering && (
        <OfferForm
          key={offering}
          name={offering}
          current={offering === offer?.name ? offer : undefined}
          send={sendOffer}
          onCancel={() => setOffering(null)}
        />
      )}
    </StaffCard>
  );
}
