{
  "algorithm": "ed25519",
  "content_sha256": "ad361e64bd83f9b74a30dda7e3983b6c6dfc67253edf1fcc1bbee0dad38c574c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c748ae9d41c5dedcb713fde19787127f541a09509dff66eadd2c4bd2ecbcca4c",
  "schema": "gridshift.signature/1",
  "signature": "478db246c9f96bb07bdecfe40214f1b85255382cf8004cf38e1d3d0dd8da1dae101332ff995a3beff59cc6f4a4f53b55be88133cba18b9dd49b06e2a88ddad0e"
}
