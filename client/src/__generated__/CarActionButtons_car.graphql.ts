/**
 * @generated SignedSource<<ab128152ea6d6a8b176fce485ae87328>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarActionButtons_car$data = {
  readonly buyOnlinePath: string | null | undefined;
  readonly historyReportUrl: string | null | undefined;
  readonly id: string;
  readonly internalId: string;
  readonly reservePath: string | null | undefined;
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
      "name": "internalId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reservePath",
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

(node as any).hash = "c62e7af62b9abf3b9d4c56bee8d3df3e";

export default node;
