/**
 * @generated SignedSource<<f90fc6527df74c25d614ca6b344bda98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SpinSurface_car$data = {
  readonly spinFrames: ReadonlyArray<{
    readonly src: string;
    readonly srcSet: string | null | undefined;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"SpinHotspots_car">;
  readonly " $fragmentType": "SpinSurface_car";
};
export type SpinSurface_car$key = {
  readonly " $data"?: SpinSurface_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpinSurface_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpinSurface_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CarImage",
      "kind": "LinkedField",
      "name": "spinFrames",
      "plural": true,
      "selections": [
        {
          "alias": "src",
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 960
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:960)"
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "srcSet",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SpinHotspots_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "59a9e0667fb68d86eb2f67d7616d163d";

export default node;
