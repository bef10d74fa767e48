/**
 * @generated SignedSource<<caf5651cc2135355a77ad40559a6e6c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ReservationState = "CANCELLED" | "CONFIRMED" | "EXPIRED" | "PAID" | "PENDING" | "REFUNDED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ReservationEnded_reservation$data = {
  readonly carName: string;
  readonly carPath: string;
  readonly reference: string;
  readonly state: ReservationState;
  readonly " $fragmentType": "ReservationEnded_reservation";
};
export type ReservationEnded_reservation$key = {
  readonly " $data"?: ReservationEnded_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationEnded_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationEnded_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "carName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "carPath",
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "884c7a6c5277a57faed1ff1ee4e1dd83";

export default node;
