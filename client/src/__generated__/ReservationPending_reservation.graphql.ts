/**
 * @generated SignedSource<<c6260c58248e8c596efec47b089273a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReservationPending_reservation$data = {
  readonly carName: string;
  readonly path: string;
  readonly reservationId: string;
  readonly " $fragmentType": "ReservationPending_reservation";
};
export type ReservationPending_reservation$key = {
  readonly " $data"?: ReservationPending_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationPending_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationPending_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reservationId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "path",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "carName",
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "eb245a5beb54f2998cf95cca39917aa5";

export default node;
