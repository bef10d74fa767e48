/**
 * @generated SignedSource<<46669fcb88051ac7d719729ac5eb860b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SpinHotspots_car$data = {
  readonly hotspots: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly positions: ReadonlyArray<{
      readonly activeAngle: number;
      readonly posX: number;
      readonly posY: number;
    }>;
  }>;
  readonly " $fragmentType": "SpinHotspots_car";
};
export type SpinHotspots_car$key = {
  readonly " $data"?: SpinHotspots_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpinHotspots_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpinHotspots_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Hotspot",
      "kind": "LinkedField",
      "name": "hotspots",
      "plural": true,
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
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HotspotPosition",
          "kind": "LinkedField",
          "name": "positions",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "activeAngle",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "posX",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "posY",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "2a3cec2316c7788f96d6fc8238a4895d";

export default node;
