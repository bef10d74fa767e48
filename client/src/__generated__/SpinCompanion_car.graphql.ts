/**
 * @generated SignedSource<<d8d9523de5df5897bf1df691280a0779>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SpinCompanion_car$data = {
  readonly hotspots: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
  }>;
  readonly name: string;
  readonly " $fragmentType": "SpinCompanion_car";
};
export type SpinCompanion_car$key = {
  readonly " $data"?: SpinCompanion_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpinCompanion_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpinCompanion_car",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "81c650640da7cb6a0a323afc28d46554";

export default node;
