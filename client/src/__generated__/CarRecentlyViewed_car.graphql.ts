/**
 * @generated SignedSource<<3b34e413dfee9e4603ba3475e2d77ce7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarRecentlyViewed_car$data = {
  readonly body: string | null | undefined;
  readonly bodyConfiguration: string | null | undefined;
  readonly id: string;
  readonly make: string;
  readonly model: string;
  readonly stockNumber: string;
  readonly " $fragmentType": "CarRecentlyViewed_car";
};
export type CarRecentlyViewed_car$key = {
  readonly " $data"?: CarRecentlyViewed_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarRecentlyViewed_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarRecentlyViewed_car",
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
      "name": "stockNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "make",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "model",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bodyConfiguration",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "beeb1f43d8a00a86783daae1c4c21b24";

export default node;
