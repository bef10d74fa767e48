/**
 * @generated SignedSource<<408fe8f83c257bffb3c7fb9210706d22>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SpinViewer_car$data = {
  readonly name: string;
  readonly spinFrames: ReadonlyArray<{
    readonly src: string;
    readonly srcSet: string | null | undefined;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"SpinCompanion_car" | "SpinSurface_car">;
  readonly " $fragmentType": "SpinViewer_car";
};
export type SpinViewer_car$key = {
  readonly " $data"?: SpinViewer_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpinViewer_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpinViewer_car",
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
      "name": "SpinSurface_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SpinCompanion_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "a6b3f49df36f90bb85dcca04815f1019";

export default node;
