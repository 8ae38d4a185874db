{
  "algorithm": "ed25519",
  "content_sha256": "e26978563e1e584bf72fa10bc4661ba8e6812e9d214cf55e0107448876303aa5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1ddef7350c437f5eda7ae572f6943e2ea840924c2ff9d9f61de4889ce80079cb",
  "schema": "gridshift.signature/1",
  "signature": "958f8230f73e27d1fade32dfbd84837af52b9c1e9a699688b6fc4de20adfce18d90b86c76e893ca14918625711be0779aa803413279896fc70cc373bbdba9409"
}
