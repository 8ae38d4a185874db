{
  "algorithm": "ed25519",
  "content_sha256": "8bcb4132b53999232b551c6ce341e390bc9e29eccdb3b3c4ca0aeb155fed0049",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9efeb6812e28dae1bc69c29581fa75ed2dce12f7da69a802dd696c3c84ca9062",
  "schema": "gridshift.signature/1",
  "signature": "0b614cc432aa06645e75fdb9350499aee6d433e0c38a519ec4ad3e97e4fff9ddfbb0dcece62904dd87e241f403374eb8602c056d4068bae4d56cc589fead0702"
}
