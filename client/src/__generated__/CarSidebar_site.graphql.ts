/**
 * @generated SignedSource<<979933f0f02110653d0abe4884f4926f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarSidebar_site$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CallDealerButton_site" | "CarActionButtons_site" | "CarShareAndPrint_site">;
  readonly " $fragmentType": "CarSidebar_site";
};
export type CarSidebar_site$key = {
  readonly " $data"?: CarSidebar_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarSidebar_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarSidebar_site",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CallDealerButton_site"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarActionButtons_site"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarShareAndPrint_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "af90c2bce8b8f97962a554eabde1c40d";

export default node;
