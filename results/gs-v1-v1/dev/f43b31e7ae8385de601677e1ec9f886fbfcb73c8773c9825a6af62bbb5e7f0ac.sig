{
  "algorithm": "ed25519",
  "content_sha256": "3db932356041c2cecaf7c1535ceaf974755bce555c271d9fdabfafdd0c8c8eb2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f43b31e7ae8385de601677e1ec9f886fbfcb73c8773c9825a6af62bbb5e7f0ac",
  "schema": "gridshift.signature/1",
  "signature": "e2a5a5af4153801b6868cd8e24d179f45a3b0b330d912d4a33fd83295b647149b06b0660108fb165d9760e3733cdbaf0cd16e6630dc13d448e6c0786697c2604"
}
