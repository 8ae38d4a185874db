{
  "algorithm": "ed25519",
  "content_sha256": "ae3a18cd09c75af6359a1e20cde788912984f0c8ca96ceff77b400c52b91c04e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cf839bf18eb2da5a89b87d92f6e1cc942b32273f4e7dd9eed2e837bd18240d33",
  "schema": "gridshift.signature/1",
  "signature": "5776302050e517c8a89804c4ed92e306cf3200a8f56bc827671c58d3955250de557f0b099afe439af3329ce47221bc71bb009e474bf676e538d64aa9f49b6605"
}
