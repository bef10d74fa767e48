/**
 * @generated SignedSource<<4cce95457a1a11361a514d19224b1ebb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ReservationState = "CANCELLED" | "CONFIRMED" | "EXPIRED" | "PAID" | "PENDING" | "REFUNDED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type GarageReservations_viewer$data = {
  readonly reservations: ReadonlyArray<{
    readonly carName: string;
    readonly path: string;
    readonly reference: string;
    readonly reservationId: string;
    readonly state: ReservationState;
  }>;
  readonly " $fragmentType": "GarageReservations_viewer";
};
export type GarageReservations_viewer$key = {
  readonly " $data"?: GarageReservations_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"GarageReservations_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GarageReservations_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Reservation",
      "kind": "LinkedField",
      "name": "reservations",
      "plural": true,
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
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "dbff2c1c7b1f9266b696921ea09f6edb";

export default node;
