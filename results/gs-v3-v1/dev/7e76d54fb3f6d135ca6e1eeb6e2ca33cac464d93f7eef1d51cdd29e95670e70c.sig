{
  "algorithm": "ed25519",
  "content_sha256": "3b331b233e46644b14a5e8dbe9019137094c239a1f71563a4b443bc34e27ff09",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7e76d54fb3f6d135ca6e1eeb6e2ca33cac464d93f7eef1d51cdd29e95670e70c",
  "schema": "gridshift.signature/1",
  "signature": "a54fae9edd1fd2ce58259bcad3cab5e3b7a34aaedaef4048328bd81c49a7efada13df16634af2876c583950edf0c7a10dcae23b53acb5a6b963280fbe85f8109"
}
