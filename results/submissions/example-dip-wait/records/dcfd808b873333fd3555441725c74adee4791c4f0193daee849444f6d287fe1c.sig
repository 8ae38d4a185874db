{
  "algorithm": "ed25519",
  "content_sha256": "d8a352c156962669ee160723f8982e925ddf9730c15532900848307441f5df8e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dcfd808b873333fd3555441725c74adee4791c4f0193daee849444f6d287fe1c",
  "schema": "gridshift.signature/1",
  "signature": "0dbcf2c40a185d9c4a62c63fa43ea08fbedbf74b0cc5575be743402b4ce8b23c0a6da8aee85d210bfa332c93c216819c10ef5c30f2cec8fc19256ad6ae47ec01"
}
