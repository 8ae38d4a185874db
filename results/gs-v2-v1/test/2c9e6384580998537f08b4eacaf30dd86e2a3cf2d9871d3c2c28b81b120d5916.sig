{
  "algorithm": "ed25519",
  "content_sha256": "e47e899260937373339a0a44864053a1f1c8db9d3b4ed655f8a448f3e6e35886",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2c9e6384580998537f08b4eacaf30dd86e2a3cf2d9871d3c2c28b81b120d5916",
  "schema": "gridshift.signature/1",
  "signature": "1d74c25ac0bea92b50ac417b87f7d37eed0151ba9641ebb002d4be4c4dd6aff2d3b68acf0194d7b419d656d43c780cee6ce644c254109ab812bd29f65cc7320f"
}
