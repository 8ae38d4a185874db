{
  "algorithm": "ed25519",
  "content_sha256": "55b254a99890775fd3d14e6cc7ac4e6a04c690905decbc849d121b1e664f4157",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "761f952f83185e4a3fabd525dea14ddfff7cef691d1fd68b6dc2838d785c4991",
  "schema": "gridshift.signature/1",
  "signature": "d2a6c4bab1b29b4e7718bb90c929f380039840e1507b4de940ffc8a59329a0d77e36b0449c5858dbc56e8597a1ff1374cd29680b5598c63b223e64f7d86ecf01"
}
