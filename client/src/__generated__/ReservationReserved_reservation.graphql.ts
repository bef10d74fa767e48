/**
 * @generated SignedSource<<8fa8dc6058af2cc0fb46942a28b311f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ReservationState = "CANCELLED" | "CONFIRMED" | "EXPIRED" | "PAID" | "PENDING" | "REFUNDED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ReservationReserved_reservation$data = {
  readonly carName: string;
  readonly carPath: string;
  readonly depositText: string;
  readonly firstName: string;
  readonly holdUntilText: string | null | undefined;
  readonly maskedEmail: string;
  readonly reference: string;
  readonly state: ReservationState;
  readonly " $fragmentType": "ReservationReserved_reservation";
};
export type ReservationReserved_reservation$key = {
  readonly " $data"?: ReservationReserved_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationReserved_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationReserved_reservation",
  "selections": [
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
      "name": "state",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "depositText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "holdUntilText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maskedEmail",
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "877f98c2569e9faf3a873fa2e15dfb71";

export default node;
