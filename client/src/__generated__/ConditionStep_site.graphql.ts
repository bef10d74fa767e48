/**
 * @generated SignedSource<<278b116aa04beaaecd154fdff57fe401>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ConditionStep_site$data = {
  readonly labels: {
    readonly vehicleType: string;
  };
  readonly " $fragmentType": "ConditionStep_site";
};
export type ConditionStep_site$key = {
  readonly " $data"?: ConditionStep_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConditionStep_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConditionStep_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteLabels",
      "kind": "LinkedField",
      "name": "labels",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vehicleType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "015e6a1220843cab087f7523d188440d";

export default node;
