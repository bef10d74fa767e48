/**
 * @generated SignedSource<<2a9c487467c7ae0b1212bcd96942ff8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarViewsAndLocation_car$data = {
  readonly location: {
    readonly name: string;
  };
  readonly views: number;
  readonly " $fragmentType": "CarViewsAndLocation_car";
};
export type CarViewsAndLocation_car$key = {
  readonly " $data"?: CarViewsAndLocation_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarViewsAndLocation_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarViewsAndLocation_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "views",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "0b1df1f8a4d53efd5d5f420f2eb973a2";

export default node;
