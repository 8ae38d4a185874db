{
  "algorithm": "ed25519",
  "content_sha256": "3e9892444c784096af958aef2bed46f58a6dc501555cbdffae64d336c8836f17",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3d9f6fdf09c84a26a6daa9eb1dc404b7962c2e3f75c1ce231f655e6817189eb0",
  "schema": "gridshift.signature/1",
  "signature": "20322880c2b425fcaaaf1c5f87a2bcba3dcca250dc2f4f08785b501e85ebd1b4fcc49c9d9212ba7faf12d838131b584f67fd209d28ef348222ff73083cbf570e"
}
