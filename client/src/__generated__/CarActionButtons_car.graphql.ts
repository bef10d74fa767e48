/**
 * @generated SignedSource<<0fd1b0ece8317a538abb2092246a63e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarActionButtons_car$data = {
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

(node as any).hash = "ac56f722483e15f105847ee0b2726fbe";

export default node;
