{
  "algorithm": "ed25519",
  "content_sha256": "bffca0efd8eb404d50e2327464ef9766fe372121df8c0c041bfc809b807e52b9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "280c50e461bdd39f842112efd6722eef306e963444c82eba4afbd0e320c22099",
  "schema": "gridshift.signature/1",
  "signature": "3ea85053ceae19bbd3185bde68d3af41db372f433e7be432aced07b2ba7d65ab84772d49e4df60a4e0a83a1ff076835fe0918e637a8ee5667ca50a7cc6d2f20d"
}
