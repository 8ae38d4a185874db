{
  "algorithm": "ed25519",
  "content_sha256": "a1da70130bf89317d844e1581d709293621cc074b3bd5e08b87df505cad8510a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "48ffa766ad72c26174904301cfd7ee8a89ad56756fb174bac4647005622e5bfb",
  "schema": "gridshift.signature/1",
  "signature": "9b6faac1982a098ea88a9a9b9978ce818d9f5269148ee4cfdd697f9e2d345e2392d439390b6a0632a7a51407ba0f27a3c87b493e59cf8ebb9967321ebc067a0d"
}
