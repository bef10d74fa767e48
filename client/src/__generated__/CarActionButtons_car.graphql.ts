/**
 * @generated SignedSource<<7b397955bd0aa17a111b6d611e18cec6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarActionButtons_car$data = {
  readonly buyOnlinePath: string | null | undefined;
  readonly canReserve: boolean;
  readonly historyReportUrl: string | null | undefined;
  readonly id: string;
  readonly internalId: string;
  readonly slug: string;
  readonly " $fragmentSpreads": FragmentRefs<"GetFinanceLink_car">;
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
      "name": "canReserve",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buyOnlinePath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "historyReportUrl",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GetFinanceLink_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "344d7aa285a6b0b8792687d2e8aec6a1";

export default node;
