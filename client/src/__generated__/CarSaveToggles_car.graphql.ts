/**
 * @generated SignedSource<<26537c5a113d9af1bccaa97c95836f03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarSaveToggles_car$data = {
  readonly canSave: boolean;
  readonly id: string;
  readonly internalId: string;
  readonly make: string;
  readonly model: string;
  readonly name: string;
  readonly primaryImage: {
    readonly url: string;
  } | null | undefined;
  readonly slug: string;
  readonly " $fragmentType": "CarSaveToggles_car";
};
export type CarSaveToggles_car$key = {
  readonly " $data"?: CarSaveToggles_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarSaveToggles_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarSaveToggles_car",
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
      "name": "name",
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
      "name": "canSave",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CarImage",
      "kind": "LinkedField",
      "name": "primaryImage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "7709fcf75c3f6caed080f44d4b99288b";

export default node;
