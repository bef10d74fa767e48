/**
 * @generated SignedSource<<f9c7310d4e5362227ba8e4e356c76a35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarViewsAndLocation_car$data = {
  readonly dealershipSlug: string;
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
      "kind": "ScalarField",
      "name": "dealershipSlug",
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

(node as any).hash = "71300e20e672ab3e976b0a9d522d0e73";

export default node;
