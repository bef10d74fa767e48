/**
 * @generated SignedSource<<d930baf368c9948e58fe74de9571eb61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MediaView = "IMAGES" | "SPIN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CarMedia_site$data = {
  readonly vehiclePage: {
    readonly mediaFirstView: MediaView;
    readonly spinAutoRotate: boolean;
  };
  readonly " $fragmentType": "CarMedia_site";
};
export type CarMedia_site$key = {
  readonly " $data"?: CarMedia_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarMedia_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarMedia_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "VehiclePageSettings",
      "kind": "LinkedField",
      "name": "vehiclePage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mediaFirstView",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "spinAutoRotate",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "651397183e75eaa3d4d10b94d8fb360a";

export default node;
