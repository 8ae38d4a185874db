{
  "algorithm": "ed25519",
  "content_sha256": "d3caf82e07174f54489773559be3b53727f33ae1d7391acf3c7dcc96bf331a87",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "759ddd086f031f5bae168621ac90140293657c82cc3daf85b3f0c21d39eee80a",
  "schema": "gridshift.signature/1",
  "signature": "0b49e132b30cb698b888cb1064306fcd5623ce2f87468a731ce652427ae65bd70d9d99dba65e5f1f2875b5230d0921607e140746d3b2aa0101ea1a045cfba70c"
}
