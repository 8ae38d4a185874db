{
  "algorithm": "ed25519",
  "content_sha256": "8e3ce60c2e60e11004bd6d43fb053096cb0ec1f52e892e39270da63356a8b966",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ddd3038e404ac1269dc32dbcf0198f6bc7c861edf38de21f83de8bc0025c5768",
  "schema": "gridshift.signature/1",
  "signature": "b7898779e32b0d26be134691ccb981077d09924df22ef10147447391b68be7b31dabde8cb45b343354759dc500f6d2ea7d94d977630ddebfe1c2999256722806"
}
