/**
 * @generated SignedSource<<147e2d7cfc0aea0c7dfe4b2871f19a1b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CarType = "DEMO" | "NEW" | "USED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CarActionButtons_car$data = {
  readonly canReserve: boolean;
  readonly carType: CarType;
  readonly historyReportUrl: string | null | undefined;
  readonly id: string;
  readonly internalId: string;
  readonly price: number;
  readonly slug: string;
  readonly " $fragmentType": "CarActionButtons_car";
};
export type CarActionButtons_car$key = {
  readonly " $data"?: CarActionButtons_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarActionButtons_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarActionButtons_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "carType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canReserve",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "historyReportUrl",
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "80c71287e45a0b287f63dca65d5ebfdd";

export default node;
