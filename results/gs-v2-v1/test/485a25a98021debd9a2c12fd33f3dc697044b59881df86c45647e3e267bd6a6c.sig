{
  "algorithm": "ed25519",
  "content_sha256": "abba341759ead7bde7611dbd54e9b21047755288c01c75f51ce6b72289da2565",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "485a25a98021debd9a2c12fd33f3dc697044b59881df86c45647e3e267bd6a6c",
  "schema": "gridshift.signature/1",
  "signature": "4f8951667ed88104be585a1ec3c5b08814d54c4e0ca1860cd36acfba6b4eef16b7342bbe312603568efc9b906715ea73bd99742e79e3ffabfa6ac7a137bde009"
}
