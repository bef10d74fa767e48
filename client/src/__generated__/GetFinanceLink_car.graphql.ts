/**
 * @generated SignedSource<<ca19a457a6435805133cb8e6290fb27f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CarType = "DEMO" | "NEW" | "USED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type GetFinanceLink_car$data = {
  readonly carType: CarType;
  readonly financeCalculator: {
    readonly __typename: "FinanceCalculator";
  } | null | undefined;
  readonly financeEnquiryPath: string;
  readonly internalId: string;
  readonly price: number;
  readonly slug: string;
  readonly " $fragmentType": "GetFinanceLink_car";
};
export type GetFinanceLink_car$key = {
  readonly " $data"?: GetFinanceLink_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"GetFinanceLink_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GetFinanceLink_car",
  "selections": [
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
      "name": "slug",
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
      "name": "financeEnquiryPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "variant",
          "value": "SIDEBAR"
        }
      ],
      "concreteType": "FinanceCalculator",
      "kind": "LinkedField",
      "name": "financeCalculator",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": "financeCalculator(variant:\"SIDEBAR\")"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "7139e55aec9d279080c90a827c37e19e";

export default node;
