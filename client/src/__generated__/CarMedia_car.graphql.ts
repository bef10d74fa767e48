/**
 * @generated SignedSource<<28ac8152f7124c9edcf8ccd381ffbf38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarMedia_car$data = {
  readonly name: string;
  readonly spinFrames: ReadonlyArray<{
    readonly __typename: "CarImage";
  }>;
  readonly spinInteriorUrl: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CarGallery_car" | "SpinViewer_car">;
  readonly " $fragmentType": "CarMedia_car";
};
export type CarMedia_car$key = {
  readonly " $data"?: CarMedia_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarMedia_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarMedia_car",
  "selections": [
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
      "concreteType": "CarImage",
      "kind": "LinkedField",
      "name": "spinFrames",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "spinInteriorUrl",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarGallery_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SpinViewer_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "580f2919501afb62f145ab02c834d817";

export default node;
